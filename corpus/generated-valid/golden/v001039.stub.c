#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001039.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade25PiS_ii(int *, int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack37_kernelPiiPKiPc(int *, int, const int *, char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter48dPiPKm(double, int *, const size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade25PiS_ii(int *__par0, int *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int *, int *, int, int))shade25)), 0U);}
# 48 "v001039.cu"
void shade25( int *__cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 48 "v001039.cu"
{__device_stub__Z7shade25PiS_ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v001039.cu"
}
# 1 "v001039.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack37_kernelPiiPKiPc( int *__par0,  int __par1,  const int *__par2,  char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int, const int *, char *))pack37_kernel)), 0U); }
# 61 "v001039.cu"
void pack37_kernel( int *__cuda_0,int __cuda_1,const int *__cuda_2,char *__cuda_3)
# 61 "v001039.cu"
{__device_stub__Z13pack37_kernelPiiPKiPc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v001039.cu"
}
# 1 "v001039.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter48dPiPKm( double __par0,  int *__par1,  const size_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, int *, const size_t *))filter48)), 0U); }
# 76 "v001039.cu"
void filter48( double __cuda_0,int *__cuda_1,const ::size_t *__cuda_2)
# 76 "v001039.cu"
{__device_stub__Z8filter48dPiPKm( __cuda_0,__cuda_1,__cuda_2);
# 87 "v001039.cu"
}
# 1 "v001039.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, int *, const size_t *))filter48), _Z8filter48dPiPKm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, const int *, char *))pack37_kernel), _Z13pack37_kernelPiiPKiPc, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, int, int))shade25), _Z7shade25PiS_ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
