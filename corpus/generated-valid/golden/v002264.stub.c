#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002264.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update6_kerneldPdi(double, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather28_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern1715reduce18_kernelEPdPKdlPf(double *, const double *, long, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update6_kerneldPdi(double __par0, double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, double *, int))update6_kernel)), 0U);}
# 16 "v002264.cu"
void update6_kernel( double __cuda_0,double *__cuda_1,int __cuda_2)
# 16 "v002264.cu"
{__device_stub__Z14update6_kerneldPdi( __cuda_0,__cuda_1,__cuda_2);
# 26 "v002264.cu"
}
# 1 "v002264.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather28_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))gather28_kernel)), 0U); }
# 49 "v002264.cu"
void gather28_kernel( int *__cuda_0)
# 49 "v002264.cu"
{__device_stub__Z15gather28_kernelPi( __cuda_0);
# 59 "v002264.cu"
}
# 1 "v002264.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern1715reduce18_kernelEPdPKdlPf( double *__par0,  const double *__par1,  long __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, long, float *))kern17::reduce18_kernel)), 0U); }
# 31 "v002264.cu"
void kern17::reduce18_kernel( double *__cuda_0,const double *__cuda_1,long __cuda_2,float *__cuda_3)
# 31 "v002264.cu"
{__device_stub__ZN6kern1715reduce18_kernelEPdPKdlPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v002264.cu"
}
# 1 "v002264.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, const double *, long, float *))kern17::reduce18_kernel), _ZN6kern1715reduce18_kernelEPdPKdlPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))gather28_kernel), _Z15gather28_kernelPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double, double *, int))update6_kernel), _Z14update6_kerneldPdi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(_ZN6kern399d_split40E,::kern39::d_split40), 0, 16UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5ops4110d_filter53E,::ops41::d_filter53), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
