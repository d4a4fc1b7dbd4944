#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002070.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile16PlPiS0_(long *, int *, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep23Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_tally25Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_grow26Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp35_kerneldj(double, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tile16PlPiS0_(long *__par0, int *__par1, int *__restrict__ __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(long *, int *, int *__restrict__))tile16)), 0U);}
# 27 "v002070.cu"
void tile16( long *__cuda_0,int *__cuda_1,int *__restrict__ __cuda_2)
# 28 "v002070.cu"
{__device_stub__Z6tile16PlPiS0_( __cuda_0,__cuda_1,__cuda_2);
# 38 "v002070.cu"
}
# 1 "v002070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep23Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_sweep23)), 0U); }
# 45 "v002070.cu"
void map_sweep23( float *__cuda_0,int __cuda_1)
# 45 "v002070.cu"
{__device_stub__Z11map_sweep23Pfi( __cuda_0,__cuda_1); }
# 1 "v002070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_tally25Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_tally25)), 0U); }
# 52 "v002070.cu"
void map_tally25( double *__cuda_0,int __cuda_1)
# 52 "v002070.cu"
{__device_stub__Z11map_tally25Pdi( __cuda_0,__cuda_1); }
# 1 "v002070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_grow26Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_grow26)), 0U); }
# 53 "v002070.cu"
void map_grow26( double *__cuda_0,int __cuda_1)
# 53 "v002070.cu"
{__device_stub__Z10map_grow26Pdi( __cuda_0,__cuda_1); }
# 1 "v002070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp35_kerneldj( double __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, unsigned))lerp35_kernel)), 0U); }
# 67 "v002070.cu"
void lerp35_kernel( double __cuda_0,unsigned __cuda_1)
# 68 "v002070.cu"
{__device_stub__Z13lerp35_kerneldj( __cuda_0,__cuda_1);
# 80 "v002070.cu"
}
# 1 "v002070.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double, unsigned))lerp35_kernel), _Z13lerp35_kerneldj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_grow26), _Z10map_grow26Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_tally25), _Z11map_tally25Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int))map_sweep23), _Z11map_sweep23Pfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long *, int *, int *__restrict__))tile16), _Z6tile16PlPiS0_, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_norm3,::d_norm3), 0, 1UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN5kern98c_tile14E,::kern9::c_tile14), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
