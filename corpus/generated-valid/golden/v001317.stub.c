#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001317.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kernelPKfd(const float *__restrict__, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count36_kerneli7Stats28(int, const struct Stats28&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kernelPKfd(const float *__restrict__ __par0, double __par1){ const float *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, double))fold8_kernel)), 0U);}
# 18 "v001317.cu"
void fold8_kernel( const float *__restrict__ __cuda_0,double __cuda_1)
# 19 "v001317.cu"
{__device_stub__Z12fold8_kernelPKfd( __cuda_0,__cuda_1);
# 26 "v001317.cu"
}
# 1 "v001317.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count36_kerneli7Stats28( int __par0,  const struct Stats28&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, const struct Stats28))count36_kernel)), 0U); }
# 69 "v001317.cu"
void count36_kernel( int __cuda_0,const struct ::Stats28 __cuda_1)
# 70 "v001317.cu"
{__device_stub__Z14count36_kerneli7Stats28( __cuda_0,__cuda_1);
# 79 "v001317.cu"
}
# 1 "v001317.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const struct Stats28))count36_kernel), _Z14count36_kerneli7Stats28, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__, double))fold8_kernel), _Z12fold8_kernelPKfd, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_bias14,::m_bias14), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
