#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000582.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine16_kernelPKiiS0_i(const int *, int, const int *, int);
static void __device_stub__Z6tile22iPKf(int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp36_kernell5Vec29PKiS1_(long, struct Vec29&, const int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16combine16_kernelPKiiS0_i(const int *__par0, int __par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int, const int *, int))combine16_kernel)), 0U);}
# 37 "v000582.cu"
void combine16_kernel( const int *__cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 37 "v000582.cu"
{__device_stub__Z16combine16_kernelPKiiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000582.cudafe1.stub.c"
static void __device_stub__Z6tile22iPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))tile22)), 0U); }
# 43 "v000582.cu"
static void tile22( int __cuda_0,const float *__cuda_1)
# 43 "v000582.cu"
{__device_stub__Z6tile22iPKf( __cuda_0,__cuda_1);


}
# 1 "v000582.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp36_kernell5Vec29PKiS1_( long __par0,  struct Vec29&__par1,  const int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 32UL); __cudaSetupArgSimple(__par3, 40UL); __cudaLaunch(((char *)((void ( *)(long, struct Vec29, const int *, const int *))clamp36_kernel)), 0U); }
# 69 "v000582.cu"
void clamp36_kernel( long __cuda_0,struct ::Vec29 __cuda_1,const int *__cuda_2,const int *__cuda_3)
# 69 "v000582.cu"
{__device_stub__Z14clamp36_kernell5Vec29PKiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 75 "v000582.cu"
}
# 1 "v000582.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(long, struct Vec29, const int *, const int *))clamp36_kernel), _Z14clamp36_kernell5Vec29PKiS1_, 32); __cudaRegisterEntry(__T1, ((void ( *)(int, const float *))tile22), _Z6tile22iPKf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const int *, int, const int *, int))combine16_kernel), _Z16combine16_kernelPKiiS0_i, 128); __cudaRegisterVariable(__T1, __shadow_var(d_drift8,::d_drift8), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
