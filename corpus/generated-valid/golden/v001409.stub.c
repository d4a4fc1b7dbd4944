#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001409.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp4PlPji(long *, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift16_kernelPKdPifj(const double *, int *, float, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp4PlPji(long *__par0, unsigned *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, unsigned *, int))clamp4)), 0U);}
# 9 "v001409.cu"
void clamp4( long *__cuda_0,unsigned *__cuda_1,int __cuda_2)
# 9 "v001409.cu"
{__device_stub__Z6clamp4PlPji( __cuda_0,__cuda_1,__cuda_2);
# 19 "v001409.cu"
}
# 1 "v001409.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift16_kernelPKdPifj( const double *__par0,  int *__par1,  float __par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const double *, int *, float, unsigned))sift16_kernel)), 0U); }
# 27 "v001409.cu"
void sift16_kernel( const double *__cuda_0,int *__cuda_1,float __cuda_2,unsigned __cuda_3)
# 27 "v001409.cu"
{__device_stub__Z13sift16_kernelPKdPifj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001409.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *, int *, float, unsigned))sift16_kernel), _Z13sift16_kernelPKdPifj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long *, unsigned *, int))clamp4), _Z6clamp4PlPji, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_count27,::d_count27), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
