#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000594.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6score5iPfPiPl(int, float *, int *, long *);
static void __device_stub__Z12mix11_kernelPKf(const float *);
static void __device_stub__Z14relax22_kernelPij(ptr17_t, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay28PiiPKi(int *, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6score5iPfPiPl(int __par0, float *__par1, int *__par2, long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *, int *, long *))score5)), 0U);}
# 9 "v000594.cu"
void score5( int __cuda_0,float *__cuda_1,int *__cuda_2,long *__cuda_3)
# 10 "v000594.cu"
{__device_stub__Z6score5iPfPiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000594.cu"
}
# 1 "v000594.cudafe1.stub.c"
static void __device_stub__Z12mix11_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))mix11_kernel)), 0U); }
# 27 "v000594.cu"
static void mix11_kernel( const float *__cuda_0)
# 28 "v000594.cu"
{__device_stub__Z12mix11_kernelPKf( __cuda_0);

}
# 1 "v000594.cudafe1.stub.c"
static void __device_stub__Z14relax22_kernelPij( ptr17_t __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(ptr17_t, unsigned))relax22_kernel)), 0U); }
# 49 "v000594.cu"
static void relax22_kernel( ::ptr17_t __cuda_0,unsigned __cuda_1)
# 50 "v000594.cu"
{__device_stub__Z14relax22_kernelPij( __cuda_0,__cuda_1);
# 58 "v000594.cu"
}
# 1 "v000594.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay28PiiPKi( int *__par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, const int *))decay28)), 0U); }
# 59 "v000594.cu"
void decay28( int *__cuda_0,int __cuda_1,const int *__cuda_2)
# 60 "v000594.cu"
{__device_stub__Z7decay28PiiPKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000594.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, const int *))decay28), _Z7decay28PiiPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(ptr17_t, unsigned))relax22_kernel), _Z14relax22_kernelPij, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))mix11_kernel), _Z12mix11_kernelPKf, 32); __cudaRegisterEntry(__T4, ((void ( *)(int, float *, int *, long *))score5), _Z6score5iPfPiPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
