#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000720.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay4_kernelPi(int *);
static void __device_stub__Z8smooth17IijEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay4_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))decay4_kernel)), 0U);}
# 15 "i000720.cu"
void decay4_kernel( int *__cuda_0)
# 15 "i000720.cu"
{__device_stub__Z13decay4_kernelPi( __cuda_0);
# 23 "i000720.cu"
}
# 1 "i000720.cudafe1.stub.c"
static void __device_stub__Z8smooth17IijEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))smooth17<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth17<int,unsigned>( int &__cuda_0){__device_stub__Z8smooth17IijEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))smooth17<int, unsigned int> ), _Z8smooth17IijEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))decay4_kernel), _Z13decay4_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
