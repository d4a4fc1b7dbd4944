#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001951.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold6iiiPKi(int, int, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax20idPdPKj(int, double, double *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold6iiiPKi(int __par0, int __par1, int __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, const int *))fold6)), 0U);}
# 19 "v001951.cu"
void fold6( int __cuda_0,int __cuda_1,int __cuda_2,const int *__cuda_3)
# 19 "v001951.cu"
{__device_stub__Z5fold6iiiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001951.cu"
}
# 1 "v001951.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax20idPdPKj( int __par0,  double __par1,  double *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, double *, const unsigned *))relax20)), 0U); }
# 38 "v001951.cu"
void relax20( int __cuda_0,double __cuda_1,double *__cuda_2,const unsigned *__cuda_3)
# 38 "v001951.cu"
{__device_stub__Z7relax20idPdPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v001951.cu"
}
# 1 "v001951.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, double, double *, const unsigned *))relax20), _Z7relax20idPdPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int, const int *))fold6), _Z5fold6iiiPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_lerp16,::c_lerp16), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
