#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000608.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge7_kernelsPii(short, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine13PsiPif(short *, int, int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend22PKiS0_Pli(const int *, const int *, long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge7_kernelsPii(short __par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(short, int *, int))merge7_kernel)), 0U);}
# 19 "v000608.cu"
void merge7_kernel( short __cuda_0,int *__cuda_1,int __cuda_2)
# 19 "v000608.cu"
{__device_stub__Z13merge7_kernelsPii( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000608.cu"
}
# 1 "v000608.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine13PsiPif( short *__par0,  int __par1,  int *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, int, int *, float))combine13)), 0U); }
# 34 "v000608.cu"
void combine13( short *__cuda_0,int __cuda_1,int *__cuda_2,float __cuda_3)
# 34 "v000608.cu"
{__device_stub__Z9combine13PsiPif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000608.cu"
}
# 1 "v000608.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend22PKiS0_Pli( const int *__par0,  const int *__par1,  long *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, long *, int))blend22)), 0U); }
# 48 "v000608.cu"
void blend22( const int *__cuda_0,const int *__cuda_1,long *__cuda_2,int __cuda_3)
# 48 "v000608.cu"
{__device_stub__Z7blend22PKiS0_Pli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000608.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const int *, long *, int))blend22), _Z7blend22PKiS0_Pli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short *, int, int *, float))combine13), _Z9combine13PsiPif, 64); __cudaRegisterEntry(__T3, ((void ( *)(short, int *, int))merge7_kernel), _Z13merge7_kernelsPii, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
