#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001933.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth6PKjcPKi(const unsigned *, char, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace12_kernelPj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp16_kernelPKfPi(const float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick30PxiPfi(long long *, int, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth6PKjcPKi(const unsigned *__par0, char __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, char, const int *))smooth6)), 0U);}
# 20 "v001933.cu"
void smooth6( const unsigned *__cuda_0,char __cuda_1,const int *__cuda_2)
# 20 "v001933.cu"
{__device_stub__Z7smooth6PKjcPKi( __cuda_0,__cuda_1,__cuda_2);
# 32 "v001933.cu"
}
# 1 "v001933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace12_kernelPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))trace12_kernel)), 0U); }
# 34 "v001933.cu"
void trace12_kernel( unsigned *__cuda_0)
# 34 "v001933.cu"
{__device_stub__Z14trace12_kernelPj( __cuda_0);
# 41 "v001933.cu"
}
# 1 "v001933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp16_kernelPKfPi( const float *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int *))clamp16_kernel)), 0U); }
# 43 "v001933.cu"
void clamp16_kernel( const float *__cuda_0,int *__cuda_1)
# 43 "v001933.cu"
{__device_stub__Z14clamp16_kernelPKfPi( __cuda_0,__cuda_1);
# 66 "v001933.cu"
}
# 1 "v001933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick30PxiPfi( long long *__par0,  int __par1,  float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long long *, int, float *, int))kick30)), 0U); }
# 82 "v001933.cu"
void kick30( long long *__cuda_0,int __cuda_1,float *__cuda_2,int __cuda_3)
# 82 "v001933.cu"
{__device_stub__Z6kick30PxiPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 89 "v001933.cu"
}
# 1 "v001933.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long long *, int, float *, int))kick30), _Z6kick30PxiPfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *, int *))clamp16_kernel), _Z14clamp16_kernelPKfPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))trace12_kernel), _Z14trace12_kernelPj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, char, const int *))smooth6), _Z7smooth6PKjcPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
