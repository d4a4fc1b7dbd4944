#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000721.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay10PKiPKaiPf(const int *, const signed char *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow32_kernelPf5Kind6(float *, enum Kind6);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay10PKiPKaiPf(const int *__par0, const signed char *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, const signed char *, int, float *))decay10)), 0U);}
# 22 "i000721.cu"
void decay10( const int *__cuda_0,const signed char *__cuda_1,int __cuda_2,float *__cuda_3)
# 23 "i000721.cu"
{__device_stub__Z7decay10PKiPKaiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "i000721.cu"
}
# 1 "i000721.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow32_kernelPf5Kind6( float *__par0,  enum Kind6 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, enum Kind6))grow32_kernel)), 0U); }
# 60 "i000721.cu"
void grow32_kernel( float *__cuda_0,enum ::Kind6 __cuda_1)
# 61 "i000721.cu"
{__device_stub__Z13grow32_kernelPf5Kind6( __cuda_0,__cuda_1);
# 69 "i000721.cu"
}
# 1 "i000721.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, enum Kind6))grow32_kernel), _Z13grow32_kernelPf5Kind6, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const signed char *, int, float *))decay10), _Z7decay10PKiPKaiPf, 256U); __cudaRegisterManagedVariable(__T3, __shadow_var(m_tally18,::m_tally18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
