#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001475.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kernelPh(unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce14_kernelPiPKiS_S1_(int *, const int *, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread20_kernelPiPKi(int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kernelPh(unsigned char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned char *))drift7_kernel)), 0U);}
# 17 "v001475.cu"
void drift7_kernel( unsigned char *__cuda_0)
# 17 "v001475.cu"
{__device_stub__Z13drift7_kernelPh( __cuda_0);


}
# 1 "v001475.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce14_kernelPiPKiS_S1_( int *__par0,  const int *__par1,  int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, int *, const int *))reduce14_kernel)), 0U); }
# 32 "v001475.cu"
void reduce14_kernel( int *__cuda_0,const int *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 32 "v001475.cu"
{__device_stub__Z15reduce14_kernelPiPKiS_S1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001475.cu"
}
# 1 "v001475.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread20_kernelPiPKi( int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const int *))spread20_kernel)), 0U); }
# 41 "v001475.cu"
void spread20_kernel( int *__cuda_0,const int *__cuda_1)
# 41 "v001475.cu"
{__device_stub__Z15spread20_kernelPiPKi( __cuda_0,__cuda_1);
# 47 "v001475.cu"
}
# 1 "v001475.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *))spread20_kernel), _Z15spread20_kernelPiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *, int *, const int *))reduce14_kernel), _Z15reduce14_kernelPiPKiS_S1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *))drift7_kernel), _Z13drift7_kernelPh, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_pack10,::c_pack10), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
