#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000280.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump20_kerneli(int);
static void __device_stub__Z13norm25_kernelIjEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bump20_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))bump20_kernel)), 0U);}
# 37 "i000280.cu"
void bump20_kernel( int __cuda_0)
# 38 "i000280.cu"
{__device_stub__Z13bump20_kerneli( __cuda_0);
# 50 "i000280.cu"
}
# 1 "i000280.cudafe1.stub.c"
static void __device_stub__Z13norm25_kernelIjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))norm25_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm25_kernel<unsigned>( unsigned &__cuda_0){__device_stub__Z13norm25_kernelIjEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))norm25_kernel<unsigned int> ), _Z13norm25_kernelIjEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))bump20_kernel), _Z13bump20_kerneli, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
