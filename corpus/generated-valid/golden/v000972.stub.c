#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000972.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6relax2PKji(const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelPiiiPh(int *, int, int, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6relax2PKji(const unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int))relax2)), 0U);}
# 10 "v000972.cu"
void relax2( const unsigned *__cuda_0,int __cuda_1)
# 11 "v000972.cu"
{__device_stub__Z6relax2PKji( __cuda_0,__cuda_1);



}
# 1 "v000972.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelPiiiPh( int *__par0,  int __par1,  int __par2,  unsigned char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, int, unsigned char *))sweep7_kernel)), 0U); }
# 17 "v000972.cu"
void sweep7_kernel( int *__cuda_0,int __cuda_1,int __cuda_2,unsigned char *__cuda_3)
# 18 "v000972.cu"
{__device_stub__Z13sweep7_kernelPiiiPh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000972.cu"
}
# 1 "v000972.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, int, unsigned char *))sweep7_kernel), _Z13sweep7_kernelPiiiPh, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, int))relax2), _Z6relax2PKji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
