#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000576.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick8PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile10Pj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax18_kernelPiS_Pci(int *, int *, char *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick8PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))kick8)), 0U);}
# 20 "i000576.cu"
void kick8( const float *__cuda_0)
# 21 "i000576.cu"
{__device_stub__Z5kick8PKf( __cuda_0);



}
# 1 "i000576.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile10Pj( unsigned *__restrict__ __par0) {  unsigned *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))tile10)), 0U); }
# 27 "i000576.cu"
void tile10( unsigned *__restrict__ __cuda_0)
# 28 "i000576.cu"
{__device_stub__Z6tile10Pj( __cuda_0);
# 40 "i000576.cu"
}
# 1 "i000576.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax18_kernelPiS_Pci( int *__par0,  int *__par1,  char *__restrict__ __par2,  int __par3) {  char *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int *, char *__restrict__, int))relax18_kernel)), 0U); }
# 42 "i000576.cu"
void relax18_kernel( int *__cuda_0,int *__cuda_1,char *__restrict__ __cuda_2,int __cuda_3)
# 43 "i000576.cu"
{__device_stub__Z14relax18_kernelPiS_Pci( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "i000576.cu"
}
# 1 "i000576.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *, int *, char *__restrict__, int))relax18_kernel), _Z14relax18_kernelPiS_Pci, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__))tile10), _Z6tile10Pj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *))kick8), _Z5kick8PKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_split7,::c_split7), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
