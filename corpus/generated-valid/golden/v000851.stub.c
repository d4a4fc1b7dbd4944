#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000851.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias16iPmii(int, size_t *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp26Px(long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile32_kerneljPf(unsigned, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6bias16iPmii(int __par0, size_t *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, size_t *, int, int))bias16)), 0U);}
# 40 "v000851.cu"
void bias16( int __cuda_0,::size_t *__cuda_1,int __cuda_2,int __cuda_3)
# 41 "v000851.cu"
{__device_stub__Z6bias16iPmii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v000851.cu"
}
# 1 "v000851.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp26Px( long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long *))clamp26)), 0U); }
# 58 "v000851.cu"
void clamp26( long long *__cuda_0)
# 59 "v000851.cu"
{__device_stub__Z7clamp26Px( __cuda_0);
# 72 "v000851.cu"
}
# 1 "v000851.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile32_kerneljPf( unsigned __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, float *))tile32_kernel)), 0U); }
# 75 "v000851.cu"
void tile32_kernel( unsigned __cuda_0,float *__cuda_1)
# 76 "v000851.cu"
{__device_stub__Z13tile32_kerneljPf( __cuda_0,__cuda_1);
# 82 "v000851.cu"
}
# 1 "v000851.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, float *))tile32_kernel), _Z13tile32_kerneljPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long *))clamp26), _Z7clamp26Px, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, size_t *, int, int))bias16), _Z6bias16iPmii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
