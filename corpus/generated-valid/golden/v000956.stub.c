#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000956.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace4iPfPKi(int, float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge9PKii(const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace15_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6trace4iPfPKi(int __par0, float *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *, const int *))trace4)), 0U);}
# 16 "v000956.cu"
void trace4( int __cuda_0,float *__cuda_1,const int *__cuda_2)
# 16 "v000956.cu"
{__device_stub__Z6trace4iPfPKi( __cuda_0,__cuda_1,__cuda_2);
# 23 "v000956.cu"
}
# 1 "v000956.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6merge9PKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))merge9)), 0U); }
# 25 "v000956.cu"
void merge9( const int *__cuda_0,int __cuda_1)
# 25 "v000956.cu"
{__device_stub__Z6merge9PKii( __cuda_0,__cuda_1);
# 33 "v000956.cu"
}
# 1 "v000956.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace15_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))trace15_kernel)), 0U); }
# 35 "v000956.cu"
void trace15_kernel( int *__cuda_0)
# 35 "v000956.cu"
{__device_stub__Z14trace15_kernelPi( __cuda_0);
# 41 "v000956.cu"
}
# 1 "v000956.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))trace15_kernel), _Z14trace15_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int))merge9), _Z6merge9PKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, const int *))trace4), _Z6trace4iPfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
