#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000284.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge12PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step21iPKi(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7merge12PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))merge12)), 0U);}
# 19 "i000284.cu"
void merge12( const int *__cuda_0)
# 20 "i000284.cu"
{__device_stub__Z7merge12PKi( __cuda_0);
# 30 "i000284.cu"
}
# 1 "i000284.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step21iPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))step21)), 0U); }
# 31 "i000284.cu"
void step21( int __cuda_0,const int *__cuda_1)
# 32 "i000284.cu"
{__device_stub__Z6step21iPKi( __cuda_0,__cuda_1);
# 40 "i000284.cu"
}
# 1 "i000284.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))step21), _Z6step21iPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))merge12), _Z7merge12PKi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_rank11,::m_rank11), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
