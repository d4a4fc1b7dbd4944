#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000249.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump10PKf(const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kerneljiff(unsigned, int, float, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6bump10PKf(const float *__restrict__ __par0){ const float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__))bump10)), 0U);}
# 23 "v000249.cu"
void bump10( const float *__restrict__ __cuda_0)
# 23 "v000249.cu"
{__device_stub__Z6bump10PKf( __cuda_0);
# 34 "v000249.cu"
}
# 1 "v000249.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kerneljiff( unsigned __par0,  int __par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 12UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, float, float))bias16_kernel)), 0U); }
# 36 "v000249.cu"
void bias16_kernel( unsigned __cuda_0,int __cuda_1,float __cuda_2,float __cuda_3)
# 36 "v000249.cu"
{__device_stub__Z13bias16_kerneljiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v000249.cu"
}
# 1 "v000249.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, int, float, float))bias16_kernel), _Z13bias16_kerneljiff, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__))bump10), _Z6bump10PKf, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
