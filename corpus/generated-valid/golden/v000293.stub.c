#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000293.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread13_kerneliPhjPs(int, unsigned char *, unsigned, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util273v288gather41EPiS1_Pf(int *, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread13_kerneliPhjPs(int __par0, unsigned char *__par1, unsigned __par2, short *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned char *, unsigned, short *))spread13_kernel)), 0U);}
# 21 "v000293.cu"
void spread13_kernel( int __cuda_0,unsigned char *__cuda_1,unsigned __cuda_2,short *__cuda_3)
# 22 "v000293.cu"
{__device_stub__Z15spread13_kerneliPhjPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v000293.cu"
}
# 1 "v000293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util273v288gather41EPiS1_Pf( int *__par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, float *))util27::v28::gather41)), 0U); }
# 72 "v000293.cu"
void util27::v28::gather41( int *__cuda_0,int *__cuda_1,float *__cuda_2)
# 73 "v000293.cu"
{__device_stub__ZN6util273v288gather41EPiS1_Pf( __cuda_0,__cuda_1,__cuda_2);
# 83 "v000293.cu"
}
# 1 "v000293.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(int *, int *, float *))util27::v28::gather41), _ZN6util273v288gather41EPiS1_Pf, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int, unsigned char *, unsigned, short *))spread13_kernel), _Z15spread13_kerneliPhjPs, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
