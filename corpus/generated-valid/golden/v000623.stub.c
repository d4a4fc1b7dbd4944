#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000623.fatbin.c"
typedef kern21::State29 _ZN6kern217State29E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPiPj(int *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh17Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump18Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold52_kernelPfPsi(float *, short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail4413pack45_kernelEPKiN6kern217State29EPl(const int *,  _ZN6kern217State29E, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPiPj(int *__par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned *))smooth6_kernel)), 0U);}
# 15 "v000623.cu"
void smooth6_kernel( int *__cuda_0,unsigned *__cuda_1)
# 15 "v000623.cu"
{__device_stub__Z14smooth6_kernelPiPj( __cuda_0,__cuda_1);
# 24 "v000623.cu"
}
# 1 "v000623.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh17Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_weigh17)), 0U); }
# 31 "v000623.cu"
void map_weigh17( float *__cuda_0,int __cuda_1)
# 31 "v000623.cu"
{__device_stub__Z11map_weigh17Pfi( __cuda_0,__cuda_1); }
# 1 "v000623.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump18Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_bump18)), 0U); }
# 32 "v000623.cu"
void map_bump18( double *__cuda_0,int __cuda_1)
# 32 "v000623.cu"
{__device_stub__Z10map_bump18Pdi( __cuda_0,__cuda_1); }
# 1 "v000623.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold52_kernelPfPsi( float *__par0,  short *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, short *, int))fold52_kernel)), 0U); }
# 76 "v000623.cu"
void fold52_kernel( float *__cuda_0,short *__cuda_1,int __cuda_2)
# 76 "v000623.cu"
{__device_stub__Z13fold52_kernelPfPsi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000623.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail4413pack45_kernelEPKiN6kern217State29EPl( const int *__par0,   _ZN6kern217State29E __par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *,  _ZN6kern217State29E, long *))detail44::pack45_kernel)), 0U); }
# 69 "v000623.cu"
void detail44::pack45_kernel( const int *__cuda_0, _ZN6kern217State29E __cuda_1,long *__cuda_2)
# 69 "v000623.cu"
{__device_stub__ZN8detail4413pack45_kernelEPKiN6kern217State29EPl( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000623.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *,  _ZN6kern217State29E, long *))detail44::pack45_kernel), _ZN8detail4413pack45_kernelEPKiN6kern217State29EPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, short *, int))fold52_kernel), _Z13fold52_kernelPfPsi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_bump18), _Z10map_bump18Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_weigh17), _Z11map_weigh17Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned *))smooth6_kernel), _Z14smooth6_kernelPiPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_warp19,::d_warp19), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_apply20,::d_apply20), 0, 1UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_rank51,::d_rank51), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
