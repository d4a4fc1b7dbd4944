#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002143.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kerneli(int);
static void __device_stub__Z12grow3_kernelIjLi5EEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))spread8_kernel)), 0U);}
# 19 "v002143.cu"
void spread8_kernel( int __cuda_0)
# 20 "v002143.cu"
{__device_stub__Z14spread8_kerneli( __cuda_0);
# 32 "v002143.cu"
}
# 1 "v002143.cudafe1.stub.c"
static void __device_stub__Z12grow3_kernelIjLi5EEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))grow3_kernel<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow3_kernel<unsigned,5>( unsigned *&__cuda_0){__device_stub__Z12grow3_kernelIjLi5EEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))grow3_kernel<unsigned int, (int)5> ), _Z12grow3_kernelIjLi5EEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))spread8_kernel), spread8_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
