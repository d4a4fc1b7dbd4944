#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000132.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum14_kerneliPd(int, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_relax22Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_relax23Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile33Pi7Phase26dS0_(int *, enum Phase26, double, enum Phase26);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update40_kernelPKifiPi(const int *, float, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum14_kerneliPd(int __par0, double *__restrict__ __par1){ double *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, double *__restrict__))accum14_kernel)), 0U);}
# 24 "v000132.cu"
void accum14_kernel( int __cuda_0,double *__restrict__ __cuda_1)
# 24 "v000132.cu"
{__device_stub__Z14accum14_kerneliPd( __cuda_0,__cuda_1);



}
# 1 "v000132.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_relax22Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_relax22)), 0U); }
# 36 "v000132.cu"
void map_relax22( int *__cuda_0,int __cuda_1)
# 36 "v000132.cu"
{__device_stub__Z11map_relax22Pii( __cuda_0,__cuda_1); }
# 1 "v000132.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_relax23Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_relax23)), 0U); }
# 37 "v000132.cu"
void map_relax23( double *__cuda_0,int __cuda_1)
# 37 "v000132.cu"
{__device_stub__Z11map_relax23Pdi( __cuda_0,__cuda_1); }
# 1 "v000132.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile33Pi7Phase26dS0_( int *__par0,  enum Phase26 __par1,  double __par2,  enum Phase26 __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, enum Phase26, double, enum Phase26))tile33)), 0U); }
# 51 "v000132.cu"
void tile33( int *__cuda_0,enum ::Phase26 __cuda_1,double __cuda_2,enum ::Phase26 __cuda_3)
# 51 "v000132.cu"
{__device_stub__Z6tile33Pi7Phase26dS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v000132.cu"
}
# 1 "v000132.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update40_kernelPKifiPi( const int *__par0,  float __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, float, int, int *))update40_kernel)), 0U); }
# 65 "v000132.cu"
void update40_kernel( const int *__cuda_0,float __cuda_1,int __cuda_2,int *__cuda_3)
# 65 "v000132.cu"
{__device_stub__Z15update40_kernelPKifiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 84 "v000132.cu"
}
# 1 "v000132.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const int *, float, int, int *))update40_kernel), _Z15update40_kernelPKifiPi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *, enum Phase26, double, enum Phase26))tile33), _Z6tile33Pi7Phase26dS0_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(double *, int))map_relax23), _Z11map_relax23Pdi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *, int))map_relax22), _Z11map_relax22Pii, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, double *__restrict__))accum14_kernel), _Z14accum14_kerneliPd, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_smooth4,::d_smooth4), 0, 8UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(d_score5,::d_score5), 0, 4UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(c_mix20,::c_mix20), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
