#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000772.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay11i(int);
static void __device_stub__Z5bump7IjiEvPKT0_(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay11i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))decay11)), 0U);}
# 24 "v000772.cu"
void decay11( int __cuda_0)
# 25 "v000772.cu"
{__device_stub__Z7decay11i( __cuda_0);
# 35 "v000772.cu"
}
# 1 "v000772.cudafe1.stub.c"
static void __device_stub__Z5bump7IjiEvPKT0_( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))bump7<unsigned int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump7<unsigned,int>( const int *&__cuda_0){__device_stub__Z5bump7IjiEvPKT0_( (const int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *))bump7<unsigned int, int> ), _Z5bump7IjiEvPKT0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))decay11), _Z7decay11i, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
