#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000908.fatbin.c"
static void __device_stub__Z13drift5_kerneliPiff(int, int *__restrict__, float, float);
static void __device_stub__Z6step25caPfPKi(char, signed char, float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_pack35Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13drift5_kerneliPiff(int __par0, int *__restrict__ __par1, float __par2, float __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__, float, float))drift5_kernel)), 0U);}
# 10 "v000908.cu"
static void drift5_kernel( int __cuda_0,int *__restrict__ __cuda_1,float __cuda_2,float __cuda_3)
# 10 "v000908.cu"
{__device_stub__Z13drift5_kerneliPiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000908.cu"
}
# 1 "v000908.cudafe1.stub.c"
static void __device_stub__Z6step25caPfPKi( char __par0,  signed char __par1,  float *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 1UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(char, signed char, float *, const int *))step25)), 0U); }
# 45 "v000908.cu"
static void step25( char __cuda_0,signed char __cuda_1,float *__cuda_2,const int *__cuda_3)
# 45 "v000908.cu"
{__device_stub__Z6step25caPfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000908.cu"
}
# 1 "v000908.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_pack35Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_pack35)), 0U); }
# 59 "v000908.cu"
void map_pack35( int *__cuda_0,int __cuda_1)
# 59 "v000908.cu"
{__device_stub__Z10map_pack35Pii( __cuda_0,__cuda_1); }
# 1 "v000908.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_pack35), _Z10map_pack35Pii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(char, signed char, float *, const int *))step25), _Z6step25caPfPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__, float, float))drift5_kernel), _Z13drift5_kerneliPiff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
