#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002393.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_fold5Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift17Pli3Op7(long *, int, enum Op7);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank23_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score34ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace40Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge41Piif(int *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_fold5Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_fold5)), 0U);}
# 14 "v002393.cu"
void map_fold5( float *__cuda_0,int __cuda_1)
# 14 "v002393.cu"
{__device_stub__Z9map_fold5Pfi( __cuda_0,__cuda_1); }
# 1 "v002393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift17Pli3Op7( long *__par0,  int __par1,  enum Op7 __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long *, int, enum Op7))drift17)), 0U); }
# 20 "v002393.cu"
void drift17( long *__cuda_0,int __cuda_1,enum ::Op7 __cuda_2)
# 20 "v002393.cu"
{__device_stub__Z7drift17Pli3Op7( __cuda_0,__cuda_1,__cuda_2);
# 31 "v002393.cu"
}
# 1 "v002393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank23_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))rank23_kernel)), 0U); }
# 33 "v002393.cu"
void rank23_kernel( float *__cuda_0)
# 33 "v002393.cu"
{__device_stub__Z13rank23_kernelPf( __cuda_0);
# 42 "v002393.cu"
}
# 1 "v002393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score34ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))score34)), 0U); }
# 45 "v002393.cu"
void score34( int __cuda_0,int __cuda_1)
# 45 "v002393.cu"
{__device_stub__Z7score34ii( __cuda_0,__cuda_1);



}
# 1 "v002393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace40Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_trace40)), 0U); }
# 56 "v002393.cu"
void map_trace40( double *__cuda_0,int __cuda_1)
# 56 "v002393.cu"
{__device_stub__Z11map_trace40Pdi( __cuda_0,__cuda_1); }
# 1 "v002393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge41Piif( int *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, float))merge41)), 0U); }
# 59 "v002393.cu"
void merge41( int *__cuda_0,int __cuda_1,float __cuda_2)
# 59 "v002393.cu"
{__device_stub__Z7merge41Piif( __cuda_0,__cuda_1,__cuda_2);
# 69 "v002393.cu"
}
# 1 "v002393.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, float))merge41), _Z7merge41Piif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_trace40), _Z11map_trace40Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int))score34), _Z7score34ii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))rank23_kernel), _Z13rank23_kernelPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *, int, enum Op7))drift17), _Z7drift17Pli3Op7, 128); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_fold5), _Z9map_fold5Pfi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_scatter6,::c_scatter6), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
