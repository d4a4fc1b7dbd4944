#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001242.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift8PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow14_kernelPdlS_PKd(double *, long, double *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift8PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))sift8)), 0U);}
# 25 "v001242.cu"
void sift8( const float *__cuda_0)
# 26 "v001242.cu"
{__device_stub__Z5sift8PKf( __cuda_0);
# 32 "v001242.cu"
}
# 1 "v001242.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow14_kernelPdlS_PKd( double *__par0,  long __par1,  double *__par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, long, double *, const double *))grow14_kernel)), 0U); }
# 36 "v001242.cu"
void grow14_kernel( double *__cuda_0,long __cuda_1,double *__cuda_2,const double *__cuda_3)
# 37 "v001242.cu"
{__device_stub__Z13grow14_kernelPdlS_PKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001242.cu"
}
# 1 "v001242.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(double *, long, double *, const double *))grow14_kernel), _Z13grow14_kernelPdlS_PKd, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *))sift8), _Z5sift8PKf, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_merge13,::c_merge13), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
