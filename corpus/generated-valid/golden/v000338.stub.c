#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000338.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14reduce8_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack11_kernelPKiPf(const int *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp24_kernelPm(size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14reduce8_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))reduce8_kernel)), 0U);}
# 17 "v000338.cu"
void reduce8_kernel( int __cuda_0)
# 17 "v000338.cu"
{__device_stub__Z14reduce8_kerneli( __cuda_0);



}
# 1 "v000338.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack11_kernelPKiPf( const int *__par0,  float *__restrict__ __par1) {  float *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, float *__restrict__))pack11_kernel)), 0U); }
# 23 "v000338.cu"
void pack11_kernel( const int *__cuda_0,float *__restrict__ __cuda_1)
# 23 "v000338.cu"
{__device_stub__Z13pack11_kernelPKiPf( __cuda_0,__cuda_1);
# 34 "v000338.cu"
}
# 1 "v000338.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp24_kernelPm( size_t *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(size_t *))warp24_kernel)), 0U); }
# 41 "v000338.cu"
void warp24_kernel( ::size_t *__cuda_0)
# 41 "v000338.cu"
{__device_stub__Z13warp24_kernelPm( __cuda_0);
# 48 "v000338.cu"
}
# 1 "v000338.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(size_t *))warp24_kernel), _Z13warp24_kernelPm, 64); __cudaRegisterEntry(__T5, ((void ( *)(const int *, float *__restrict__))pack11_kernel), _Z13pack11_kernelPKiPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))reduce8_kernel), _Z14reduce8_kerneli, (-1)); __cudaRegisterVariable(__T5, __shadow_var(_ZN6math199c_drift23E,::math19::c_drift23), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
