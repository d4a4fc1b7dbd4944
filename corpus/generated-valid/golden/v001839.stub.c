#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001839.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6weigh5PcPKdPi(char *, const double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_probe11Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth12Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_tile15Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_march16Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay27jPs(unsigned, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math1713rank24_kernelEj(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6weigh5PcPKdPi(char *__par0, const double *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(char *, const double *, int *))weigh5)), 0U);}
# 10 "v001839.cu"
void weigh5( char *__cuda_0,const double *__cuda_1,int *__cuda_2)
# 11 "v001839.cu"
{__device_stub__Z6weigh5PcPKdPi( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001839.cu"
}
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_probe11Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_probe11)), 0U); }
# 33 "v001839.cu"
void map_probe11( float *__cuda_0,int __cuda_1)
# 33 "v001839.cu"
{__device_stub__Z11map_probe11Pfi( __cuda_0,__cuda_1); }
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth12Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_smooth12)), 0U); }
# 34 "v001839.cu"
void map_smooth12( int *__cuda_0,int __cuda_1)
# 34 "v001839.cu"
{__device_stub__Z12map_smooth12Pii( __cuda_0,__cuda_1); }
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_tile15Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_tile15)), 0U); }
# 42 "v001839.cu"
void map_tile15( float *__cuda_0,int __cuda_1)
# 42 "v001839.cu"
{__device_stub__Z10map_tile15Pfi( __cuda_0,__cuda_1); }
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_march16Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_march16)), 0U); }
# 43 "v001839.cu"
void map_march16( double *__cuda_0,int __cuda_1)
# 43 "v001839.cu"
{__device_stub__Z11map_march16Pdi( __cuda_0,__cuda_1); }
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay27jPs( unsigned __par0,  short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, short *))decay27)), 0U); }
# 60 "v001839.cu"
void decay27( unsigned __cuda_0,short *__cuda_1)
# 61 "v001839.cu"
{__device_stub__Z7decay27jPs( __cuda_0,__cuda_1);
# 68 "v001839.cu"
}
# 1 "v001839.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math1713rank24_kernelEj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))math17::rank24_kernel)), 0U); }
# 49 "v001839.cu"
void math17::rank24_kernel( unsigned __cuda_0)
# 50 "v001839.cu"
{__device_stub__ZN6math1713rank24_kernelEj( __cuda_0);
# 57 "v001839.cu"
}
# 1 "v001839.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned))math17::rank24_kernel), _ZN6math1713rank24_kernelEj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, short *))decay27), _Z7decay27jPs, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, int))map_march16), _Z11map_march16Pdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))map_tile15), _Z10map_tile15Pfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))map_smooth12), _Z12map_smooth12Pii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))map_probe11), _Z11map_probe11Pfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(char *, const double *, int *))weigh5), _Z6weigh5PcPKdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
