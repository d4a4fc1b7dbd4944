#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001024.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge24_kernelPKfPib(const float *__restrict__, int *__restrict__, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine33ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14merge24_kernelPKfPib(const float *__restrict__ __par0, int *__restrict__ __par1, bool __par2){ const float *__T0;
 int *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, int *__restrict__, bool))merge24_kernel)), 0U);}
# 55 "v001024.cu"
void merge24_kernel( const float *__restrict__ __cuda_0,int *__restrict__ __cuda_1,bool __cuda_2)
# 56 "v001024.cu"
{__device_stub__Z14merge24_kernelPKfPib( __cuda_0,__cuda_1,__cuda_2);
# 62 "v001024.cu"
}
# 1 "v001024.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine33ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))combine33)), 0U); }
# 65 "v001024.cu"
void combine33( int __cuda_0,int __cuda_1)
# 66 "v001024.cu"
{__device_stub__Z9combine33ii( __cuda_0,__cuda_1);
# 73 "v001024.cu"
}
# 1 "v001024.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, int))combine33), _Z9combine33ii, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const float *__restrict__, int *__restrict__, bool))merge24_kernel), _Z14merge24_kernelPKfPib, (-1)); __cudaRegisterManagedVariable(__T2, __shadow_var(m_drift5,::m_drift5), 0, 64UL, 0, 0); __cudaRegisterManagedVariable(__T2, __shadow_var(m_norm32,::m_norm32), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
