#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000950.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank14_kernelPKiPi(const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold25iPl(int, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank14_kernelPKiPi(const int *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, int *))rank14_kernel)), 0U);}
# 28 "v000950.cu"
void rank14_kernel( const int *__cuda_0,int *__cuda_1)
# 28 "v000950.cu"
{__device_stub__Z13rank14_kernelPKiPi( __cuda_0,__cuda_1);
# 35 "v000950.cu"
}
# 1 "v000950.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold25iPl( int __par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, long *))fold25)), 0U); }
# 47 "v000950.cu"
void fold25( int __cuda_0,long *__cuda_1)
# 47 "v000950.cu"
{__device_stub__Z6fold25iPl( __cuda_0,__cuda_1);



}
# 1 "v000950.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, long *))fold25), _Z6fold25iPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *))rank14_kernel), _Z13rank14_kernelPKiPi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_scale9,::m_scale9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
