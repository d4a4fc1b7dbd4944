#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001982.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread5_kernelPKfPKxii(const float *, const long long *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias14PKjPjif(const unsigned *, unsigned *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread5_kernelPKfPKxii(const float *__par0, const long long *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, const long long *, int, int))spread5_kernel)), 0U);}
# 13 "v001982.cu"
void spread5_kernel( const float *__cuda_0,const long long *__cuda_1,int __cuda_2,int __cuda_3)
# 13 "v001982.cu"
{__device_stub__Z14spread5_kernelPKfPKxii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001982.cu"
}
# 1 "v001982.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias14PKjPjif( const unsigned *__par0,  unsigned *__par1,  int __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned *, int, float))bias14)), 0U); }
# 26 "v001982.cu"
void bias14( const unsigned *__cuda_0,unsigned *__cuda_1,int __cuda_2,float __cuda_3)
# 26 "v001982.cu"
{__device_stub__Z6bias14PKjPjif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v001982.cu"
}
# 1 "v001982.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned *, int, float))bias14), _Z6bias14PKjPjif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const long long *, int, int))spread5_kernel), _Z14spread5_kernelPKfPKxii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
