#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001446.fatbin.c"
static void __device_stub__Z8smooth17PjPKfS_(unsigned *, const float *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum28_kernelPKfPKi(const float *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8smooth17PjPKfS_(unsigned *__par0, const float *__par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const float *, unsigned *))smooth17)), 0U);}
# 27 "v001446.cu"
static void smooth17( unsigned *__cuda_0,const float *__cuda_1,unsigned *__cuda_2)
# 27 "v001446.cu"
{__device_stub__Z8smooth17PjPKfS_( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001446.cu"
}
# 1 "v001446.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum28_kernelPKfPKi( const float *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const int *))accum28_kernel)), 0U); }
# 45 "v001446.cu"
void accum28_kernel( const float *__cuda_0,const int *__cuda_1)
# 45 "v001446.cu"
{__device_stub__Z14accum28_kernelPKfPKi( __cuda_0,__cuda_1);
# 52 "v001446.cu"
}
# 1 "v001446.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const int *))accum28_kernel), _Z14accum28_kernelPKfPKi, 128L); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, const float *, unsigned *))smooth17), _Z8smooth17PjPKfS_, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_weigh16,::d_weigh16), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
