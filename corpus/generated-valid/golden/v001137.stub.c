#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001137.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot18Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh19Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum30_kerneli5Axis8PKdPl(int, enum Axis8, const double *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot18Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_pivot18)), 0U);}
# 40 "v001137.cu"
void map_pivot18( double *__cuda_0,int __cuda_1)
# 40 "v001137.cu"
{__device_stub__Z11map_pivot18Pdi( __cuda_0,__cuda_1); }
# 1 "v001137.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh19Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_weigh19)), 0U); }
# 41 "v001137.cu"
void map_weigh19( double *__cuda_0,int __cuda_1)
# 41 "v001137.cu"
{__device_stub__Z11map_weigh19Pdi( __cuda_0,__cuda_1); }
# 1 "v001137.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum30_kerneli5Axis8PKdPl( int __par0,  enum Axis8 __par1,  const double *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, enum Axis8, const double *, long *))accum30_kernel)), 0U); }
# 66 "v001137.cu"
void accum30_kernel( int __cuda_0,enum ::Axis8 __cuda_1,const double *__cuda_2,long *__cuda_3)
# 67 "v001137.cu"
{__device_stub__Z14accum30_kerneli5Axis8PKdPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 84 "v001137.cu"
}
# 1 "v001137.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, enum Axis8, const double *, long *))accum30_kernel), _Z14accum30_kerneli5Axis8PKdPl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_weigh19), _Z11map_weigh19Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_pivot18), _Z11map_pivot18Pdi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_split20,::d_split20), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
