#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000073.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally31bi(bool, int);
static void __device_stub__Z13tile21_kernelIdiEvPKT0_(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math45lerp5EdPi(double, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally31bi(bool __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(bool, int))tally31)), 0U);}
# 68 "v000073.cu"
void tally31( bool __cuda_0,int __cuda_1)
# 68 "v000073.cu"
{__device_stub__Z7tally31bi( __cuda_0,__cuda_1);
# 78 "v000073.cu"
}
# 1 "v000073.cudafe1.stub.c"
static void __device_stub__Z13tile21_kernelIdiEvPKT0_( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))tile21_kernel<double, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile21_kernel<double,int>( const int *__restrict__ &__cuda_0){__device_stub__Z13tile21_kernelIdiEvPKT0_( (const int *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5math45lerp5EdPi( double __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, int *))math4::lerp5)), 0U); }
# 10 "v000073.cu"
void math4::lerp5( double __cuda_0,int *__cuda_1)
# 10 "v000073.cu"
{__device_stub__ZN5math45lerp5EdPi( __cuda_0,__cuda_1);
# 26 "v000073.cu"
}
# 1 "v000073.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double, int *))math4::lerp5), _ZN5math45lerp5EdPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__))tile21_kernel<double, int> ), _Z13tile21_kernelIdiEvPKT0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool, int))tally31), _Z7tally31bi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
