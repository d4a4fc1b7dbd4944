#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000052.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneldPiPaPs(double, int *, signed char *, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile13fPiPli(float, int *__restrict__, long *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile19_kernelPm(unsigned long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneldPiPaPs(double __par0, int *__par1, signed char *__par2, short *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double, int *, signed char *, short *))drift7_kernel)), 0U);}
# 22 "v000052.cu"
void drift7_kernel( double __cuda_0,int *__cuda_1,signed char *__cuda_2,short *__cuda_3)
# 23 "v000052.cu"
{__device_stub__Z13drift7_kerneldPiPaPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000052.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile13fPiPli( float __par0,  int *__restrict__ __par1,  long *__restrict__ __par2,  int __par3) {  int *__T0;
 long *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, long *__restrict__, int))tile13)), 0U); }
# 29 "v000052.cu"
void tile13( float __cuda_0,int *__restrict__ __cuda_1,long *__restrict__ __cuda_2,int __cuda_3)
# 30 "v000052.cu"
{__device_stub__Z6tile13fPiPli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v000052.cu"
}
# 1 "v000052.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile19_kernelPm( unsigned long *__restrict__ __par0) {  unsigned long *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long *__restrict__))tile19_kernel)), 0U); }
# 39 "v000052.cu"
void tile19_kernel( unsigned long *__restrict__ __cuda_0)
# 40 "v000052.cu"
{__device_stub__Z13tile19_kernelPm( __cuda_0);



}
# 1 "v000052.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long *__restrict__))tile19_kernel), _Z13tile19_kernelPm, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, int *__restrict__, long *__restrict__, int))tile13), _Z6tile13fPiPli, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, int *, signed char *, short *))drift7_kernel), _Z13drift7_kerneldPiPaPs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
