#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000173.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay5_kerneliPKfPi(int, const float *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm12_kerneliPf(int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow17_kerneliPjPKdi(int, unsigned *, const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kerneldPf(double, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp30_kernelPfPa(float *, signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay5_kerneliPKfPi(int __par0, const float *__restrict__ __par1, int *__par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const float *__restrict__, int *))decay5_kernel)), 0U);}
# 12 "v000173.cu"
void decay5_kernel( int __cuda_0,const float *__restrict__ __cuda_1,int *__cuda_2)
# 13 "v000173.cu"
{__device_stub__Z13decay5_kerneliPKfPi( __cuda_0,__cuda_1,__cuda_2);
# 21 "v000173.cu"
}
# 1 "v000173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm12_kerneliPf( int __par0,  float *__restrict__ __par1) {  float *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *__restrict__))norm12_kernel)), 0U); }
# 23 "v000173.cu"
void norm12_kernel( int __cuda_0,float *__restrict__ __cuda_1)
# 24 "v000173.cu"
{__device_stub__Z13norm12_kerneliPf( __cuda_0,__cuda_1);




}
# 1 "v000173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow17_kerneliPjPKdi( int __par0,  unsigned *__par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, const double *, int))grow17_kernel)), 0U); }
# 32 "v000173.cu"
void grow17_kernel( int __cuda_0,unsigned *__cuda_1,const double *__cuda_2,int __cuda_3)
# 33 "v000173.cu"
{__device_stub__Z13grow17_kerneliPjPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v000173.cu"
}
# 1 "v000173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kerneldPf( double __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, float *))pivot24_kernel)), 0U); }
# 41 "v000173.cu"
void pivot24_kernel( double __cuda_0,float *__cuda_1)
# 42 "v000173.cu"
{__device_stub__Z14pivot24_kerneldPf( __cuda_0,__cuda_1);
# 50 "v000173.cu"
}
# 1 "v000173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp30_kernelPfPa( float *__par0,  signed char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, signed char *))warp30_kernel)), 0U); }
# 52 "v000173.cu"
void warp30_kernel( float *__cuda_0,signed char *__cuda_1)
# 53 "v000173.cu"
{__device_stub__Z13warp30_kernelPfPa( __cuda_0,__cuda_1);
# 59 "v000173.cu"
}
# 1 "v000173.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *, signed char *))warp30_kernel), _Z13warp30_kernelPfPa, 256); __cudaRegisterEntry(__T5, ((void ( *)(double, float *))pivot24_kernel), _Z14pivot24_kerneldPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, unsigned *, const double *, int))grow17_kernel), _Z13grow17_kerneliPjPKdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float *__restrict__))norm12_kernel), _Z13norm12_kerneliPf, 32); __cudaRegisterEntry(__T5, ((void ( *)(int, const float *__restrict__, int *))decay5_kernel), _Z13decay5_kerneliPKfPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
