#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001178.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_step6Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPKmjiPKi(const unsigned long *, unsigned, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern146kick21EPKiPKjdPd(const int *, const unsigned *, double, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_step6Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_step6)), 0U);}
# 18 "v001178.cu"
void map_step6( float *__cuda_0,int __cuda_1)
# 18 "v001178.cu"
{__device_stub__Z9map_step6Pfi( __cuda_0,__cuda_1); }
# 1 "v001178.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPKmjiPKi( const unsigned long *__par0,  unsigned __par1,  int __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *, unsigned, int, const int *))warp7_kernel)), 0U); }
# 20 "v001178.cu"
void warp7_kernel( const unsigned long *__cuda_0,unsigned __cuda_1,int __cuda_2,const int *__cuda_3)
# 20 "v001178.cu"
{__device_stub__Z12warp7_kernelPKmjiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001178.cu"
}
# 1 "v001178.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern146kick21EPKiPKjdPd( const int *__par0,  const unsigned *__par1,  double __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const unsigned *, double, double *))kern14::kick21)), 0U); }
# 41 "v001178.cu"
void kern14::kick21( const int *__cuda_0,const unsigned *__cuda_1,double __cuda_2,double *__cuda_3)
# 41 "v001178.cu"
{__device_stub__ZN6kern146kick21EPKiPKjdPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001178.cu"
}
# 1 "v001178.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const unsigned *, double, double *))kern14::kick21), _ZN6kern146kick21EPKiPKjdPd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned long *, unsigned, int, const int *))warp7_kernel), _Z12warp7_kernelPKmjiPKi, 256); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_step6), _Z9map_step6Pfi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_pack29,::d_pack29), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
