#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000386.fatbin.c"
static void __device_stub__Z6drift6PfPs(float *__restrict__, short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe13iPKiiPl(int, const int *__restrict__, int, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6drift6PfPs(float *__restrict__ __par0, short *__restrict__ __par1){ float *__T0;
 short *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, short *__restrict__))drift6)), 0U);}
# 12 "v000386.cu"
static void drift6( float *__restrict__ __cuda_0,short *__restrict__ __cuda_1)
# 13 "v000386.cu"
{__device_stub__Z6drift6PfPs( __cuda_0,__cuda_1);
# 22 "v000386.cu"
}
# 1 "v000386.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe13iPKiiPl( int __par0,  const int *__restrict__ __par1,  int __par2,  long *__par3) {  const int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, int, long *))probe13)), 0U); }
# 25 "v000386.cu"
void probe13( int __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2,long *__cuda_3)
# 26 "v000386.cu"
{__device_stub__Z7probe13iPKiiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000386.cu"
}
# 1 "v000386.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *__restrict__, int, long *))probe13), _Z7probe13iPKiiPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *__restrict__, short *__restrict__))drift6), _Z6drift6PfPs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
