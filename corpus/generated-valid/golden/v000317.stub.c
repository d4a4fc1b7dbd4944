#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000317.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil10iPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge32_kernelx(long long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__da67556e_10_v000317_cu_m_decay914tally17_kernelEsi(short, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil10iPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))stencil10)), 0U);}
# 29 "v000317.cu"
void stencil10( int __cuda_0,const int *__cuda_1)
# 29 "v000317.cu"
{__device_stub__Z9stencil10iPKi( __cuda_0,__cuda_1);




}
# 1 "v000317.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge32_kernelx( long long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long))merge32_kernel)), 0U); }
# 57 "v000317.cu"
void merge32_kernel( long long __cuda_0)
# 57 "v000317.cu"
{__device_stub__Z14merge32_kernelx( __cuda_0);
# 66 "v000317.cu"
}
# 1 "v000317.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__da67556e_10_v000317_cu_m_decay914tally17_kernelEsi( short __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(short, int))_NV_ANON_NAMESPACE::tally17_kernel)), 0U); }
# 38 "v000317.cu"
void _NV_ANON_NAMESPACE::tally17_kernel( short __cuda_0,int __cuda_1)
# 38 "v000317.cu"
{__device_stub__ZN43_GLOBAL__N__da67556e_10_v000317_cu_m_decay914tally17_kernelEsi( __cuda_0,__cuda_1);
# 45 "v000317.cu"
}
# 1 "v000317.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(short, int))_NV_ANON_NAMESPACE::tally17_kernel), _ZN43_GLOBAL__N__da67556e_10_v000317_cu_m_decay914tally17_kernelEsi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long long))merge32_kernel), _Z14merge32_kernelx, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const int *))stencil10), _Z9stencil10iPKi, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_decay9,::m_decay9), 0, 128UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(d_combine16,::d_combine16), 0, 64UL, 0, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(m_sift31,::m_sift31), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
