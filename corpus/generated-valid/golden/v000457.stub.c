#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000457.fatbin.c"
static void __device_stub__Z15scatter5_kernelPKs(const short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6march8PKciPt(const char *, int, unsigned short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kerneljPKfPiS1_(unsigned, const real4_t *, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15scatter5_kernelPKs(const short *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const short *))scatter5_kernel)), 0U);}
# 11 "v000457.cu"
static void scatter5_kernel( const short *__cuda_0)
# 12 "v000457.cu"
{__device_stub__Z15scatter5_kernelPKs( __cuda_0);




}
# 1 "v000457.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6march8PKciPt( const char *__par0,  int __par1,  unsigned short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const char *, int, unsigned short *))march8)), 0U); }
# 19 "v000457.cu"
void march8( const char *__cuda_0,int __cuda_1,unsigned short *__cuda_2)
# 20 "v000457.cu"
{__device_stub__Z6march8PKciPt( __cuda_0,__cuda_1,__cuda_2);
# 33 "v000457.cu"
}
# 1 "v000457.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kerneljPKfPiS1_( unsigned __par0,  const real4_t *__par1,  int *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const real4_t *, int *, int *))smooth14_kernel)), 0U); }
# 35 "v000457.cu"
void smooth14_kernel( unsigned __cuda_0,const ::real4_t *__cuda_1,int *__cuda_2,int *__cuda_3)
# 36 "v000457.cu"
{__device_stub__Z15smooth14_kerneljPKfPiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000457.cu"
}
# 1 "v000457.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, const real4_t *, int *, int *))smooth14_kernel), _Z15smooth14_kerneljPKfPiS1_, 256); __cudaRegisterEntry(__T4, ((void ( *)(const char *, int, unsigned short *))march8), _Z6march8PKciPt, 32); __cudaRegisterEntry(__T4, ((void ( *)(const short *))scatter5_kernel), _Z15scatter5_kernelPKs, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
