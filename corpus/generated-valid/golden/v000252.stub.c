#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000252.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe11iiji(int, int, unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update18_kernelPhcii(unsigned char *, char, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp27cPfi(char, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7probe11iiji(int __par0, int __par1, unsigned __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, unsigned, int))probe11)), 0U);}
# 14 "v000252.cu"
void probe11( int __cuda_0,int __cuda_1,unsigned __cuda_2,int __cuda_3)
# 15 "v000252.cu"
{__device_stub__Z7probe11iiji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000252.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update18_kernelPhcii( unsigned char *__par0,  char __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, char, int, int))update18_kernel)), 0U); }
# 21 "v000252.cu"
void update18_kernel( unsigned char *__cuda_0,char __cuda_1,int __cuda_2,int __cuda_3)
# 22 "v000252.cu"
{__device_stub__Z15update18_kernelPhcii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000252.cu"
}
# 1 "v000252.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp27cPfi( char __par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char, float *, int))warp27)), 0U); }
# 38 "v000252.cu"
void warp27( char __cuda_0,float *__cuda_1,int __cuda_2)
# 39 "v000252.cu"
{__device_stub__Z6warp27cPfi( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000252.cu"
}
# 1 "v000252.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(char, float *, int))warp27), _Z6warp27cPfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, char, int, int))update18_kernel), _Z15update18_kernelPhcii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, unsigned, int))probe11), _Z7probe11iiji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
