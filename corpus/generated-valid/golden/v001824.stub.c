#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001824.fatbin.c"
static void __device_stub__Z12kick4_kerneli(int);
static void __device_stub__Z13fold19_kernelIdEvPKT_(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12kick4_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))kick4_kernel)), 0U);}
# 14 "v001824.cu"
static void kick4_kernel( int __cuda_0)
# 14 "v001824.cu"
{__device_stub__Z12kick4_kerneli( __cuda_0);
# 32 "v001824.cu"
}
# 1 "v001824.cudafe1.stub.c"
static void __device_stub__Z13fold19_kernelIdEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))fold19_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold19_kernel<double>( const double *&__cuda_0){__device_stub__Z13fold19_kernelIdEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const double *))fold19_kernel<double> ), _Z13fold19_kernelIdEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))kick4_kernel), _Z12kick4_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
