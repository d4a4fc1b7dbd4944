#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002160.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay5_kernelPKimPx(const int *, unsigned long, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kernelPKfPim(const float *, int *, size_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump29PKjPf(const unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay5_kernelPKimPx(const int *__par0, unsigned long __par1, long long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned long, long long *))decay5_kernel)), 0U);}
# 10 "v002160.cu"
void decay5_kernel( const int *__cuda_0,unsigned long __cuda_1,long long *__cuda_2)
# 11 "v002160.cu"
{__device_stub__Z13decay5_kernelPKimPx( __cuda_0,__cuda_1,__cuda_2);
# 17 "v002160.cu"
}
# 1 "v002160.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))warp20_kernel)), 0U); }
# 35 "v002160.cu"
void warp20_kernel( float __cuda_0)
# 36 "v002160.cu"
{__device_stub__Z13warp20_kernelf( __cuda_0);
# 44 "v002160.cu"
}
# 1 "v002160.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kernelPKfPim( const float *__par0,  int *__par1,  size_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int *, size_t))pivot24_kernel)), 0U); }
# 46 "v002160.cu"
void pivot24_kernel( const float *__cuda_0,int *__cuda_1,::size_t __cuda_2)
# 47 "v002160.cu"
{__device_stub__Z14pivot24_kernelPKfPim( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002160.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump29PKjPf( const unsigned *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float *))bump29)), 0U); }
# 54 "v002160.cu"
void bump29( const unsigned *__cuda_0,float *__cuda_1)
# 55 "v002160.cu"
{__device_stub__Z6bump29PKjPf( __cuda_0,__cuda_1);
# 69 "v002160.cu"
}
# 1 "v002160.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *, float *))bump29), _Z6bump29PKjPf, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const float *, int *, size_t))pivot24_kernel), _Z14pivot24_kernelPKfPim, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(float))warp20_kernel), _Z13warp20_kernelf, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *, unsigned long, long long *))decay5_kernel), decay5_kernel, (-1)); __cudaRegisterManagedVariable(__T9, __shadow_var(m_gather14,::m_gather14), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
