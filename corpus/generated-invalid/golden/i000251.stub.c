#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000251.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split25_kerneli(int);
static void __device_stub__Z7sweep17IilEvPT_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split25_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))split25_kernel)), 0U);}
# 49 "i000251.cu"
void split25_kernel( int __cuda_0)
# 50 "i000251.cu"
{__device_stub__Z14split25_kerneli( __cuda_0);



}
# 1 "i000251.cudafe1.stub.c"
static void __device_stub__Z7sweep17IilEvPT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))sweep17<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sweep17<int,long>( int *&__cuda_0){__device_stub__Z7sweep17IilEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))sweep17<int, long> ), _Z7sweep17IilEvPT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))split25_kernel), _Z14split25_kerneli, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_filter24,::c_filter24), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
