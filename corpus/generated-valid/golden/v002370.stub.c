#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002370.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax11_kernel5Mode3Pi(enum Mode3, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kernelPcPiPf(char *, int *, float *__restrict__);
static void __device_stub__Z14probe25_kernelfPiPKi(float, int *, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax11_kernel5Mode3Pi(enum Mode3 __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(enum Mode3, int *))relax11_kernel)), 0U);}
# 19 "v002370.cu"
void relax11_kernel( enum ::Mode3 __cuda_0,int *__cuda_1)
# 20 "v002370.cu"
{__device_stub__Z14relax11_kernel5Mode3Pi( __cuda_0,__cuda_1);
# 30 "v002370.cu"
}
# 1 "v002370.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kernelPcPiPf( char *__par0,  int *__par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(char *, int *, float *__restrict__))tally19_kernel)), 0U); }
# 33 "v002370.cu"
void tally19_kernel( char *__cuda_0,int *__cuda_1,float *__restrict__ __cuda_2)
# 34 "v002370.cu"
{__device_stub__Z14tally19_kernelPcPiPf( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002370.cudafe1.stub.c"
static void __device_stub__Z14probe25_kernelfPiPKi( float __par0,  int *__par1,  const int *__restrict__ __par2) {  const int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *, const int *__restrict__))probe25_kernel)), 0U); }
# 39 "v002370.cu"
static void probe25_kernel( float __cuda_0,int *__cuda_1,const int *__restrict__ __cuda_2)
# 40 "v002370.cu"
{__device_stub__Z14probe25_kernelfPiPKi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002370.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, int *, const int *__restrict__))probe25_kernel), _Z14probe25_kernelfPiPKi, 512); __cudaRegisterEntry(__T5, ((void ( *)(char *, int *, float *__restrict__))tally19_kernel), _Z14tally19_kernelPcPiPf, 128); __cudaRegisterEntry(__T5, ((void ( *)(enum Mode3, int *))relax11_kernel), _Z14relax11_kernel5Mode3Pi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_smooth32,::d_smooth32), 0, 16UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(c_pack33,::c_pack33), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
