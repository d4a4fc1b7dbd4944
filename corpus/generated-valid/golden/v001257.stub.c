#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001257.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelPKdPfPKia(const double *, float *, const int *, signed char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp27_kernelf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelPKdPfPKia(const double *__par0, float *__par1, const int *__par2, signed char __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, float *, const int *, signed char))norm21_kernel)), 0U);}
# 36 "v001257.cu"
void norm21_kernel( const double *__cuda_0,float *__cuda_1,const int *__cuda_2,signed char __cuda_3)
# 37 "v001257.cu"
{__device_stub__Z13norm21_kernelPKdPfPKia( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v001257.cu"
}
# 1 "v001257.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp27_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))clamp27_kernel)), 0U); }
# 48 "v001257.cu"
void clamp27_kernel( float __cuda_0)
# 49 "v001257.cu"
{__device_stub__Z14clamp27_kernelf( __cuda_0);
# 64 "v001257.cu"
}
# 1 "v001257.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))clamp27_kernel), _Z14clamp27_kernelf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *, float *, const int *, signed char))norm21_kernel), _Z13norm21_kernelPKdPfPKia, 128UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
