#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001665.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread24PKfPfi(const float *__restrict__, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade31c9Particle5ff(char, struct Particle5&, float, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot49_kernelPh(unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread24PKfPfi(const float *__restrict__ __par0, float *__par1, int __par2){ const float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *, int))spread24)), 0U);}
# 40 "v001665.cu"
void spread24( const float *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2)
# 41 "v001665.cu"
{__device_stub__Z8spread24PKfPfi( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001665.cu"
}
# 1 "v001665.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade31c9Particle5ff( char __par0,  struct Particle5&__par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 28UL); __cudaLaunch(((char *)((void ( *)(char, struct Particle5, float, float))shade31)), 0U); }
# 49 "v001665.cu"
void shade31( char __cuda_0,struct ::Particle5 __cuda_1,float __cuda_2,float __cuda_3)
# 50 "v001665.cu"
{__device_stub__Z7shade31c9Particle5ff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v001665.cu"
}
# 1 "v001665.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot49_kernelPh( unsigned char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned char *))pivot49_kernel)), 0U); }
# 86 "v001665.cu"
void pivot49_kernel( unsigned char *__cuda_0)
# 87 "v001665.cu"
{__device_stub__Z14pivot49_kernelPh( __cuda_0);
# 97 "v001665.cu"
}
# 1 "v001665.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(unsigned char *))pivot49_kernel), _Z14pivot49_kernelPh, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(char, struct Particle5, float, float))shade31), _Z7shade31c9Particle5ff, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const float *__restrict__, float *, int))spread24), _Z8spread24PKfPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
