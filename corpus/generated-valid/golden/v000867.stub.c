#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000867.fatbin.c"
typedef Acc6<long>  _Z4Acc6IlE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_split39Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump40Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img246lerp25E4Acc6IlEPlPKs( _Z4Acc6IlE&, long *, const short *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img2414trace35_kernelEPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util4116scatter42_kernelEPfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_split39Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_split39)), 0U);}
# 70 "v000867.cu"
void map_split39( double *__cuda_0,int __cuda_1)
# 70 "v000867.cu"
{__device_stub__Z11map_split39Pdi( __cuda_0,__cuda_1); }
# 1 "v000867.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump40Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_bump40)), 0U); }
# 71 "v000867.cu"
void map_bump40( unsigned *__cuda_0,int __cuda_1)
# 71 "v000867.cu"
{__device_stub__Z10map_bump40Pji( __cuda_0,__cuda_1); }
# 1 "v000867.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img246lerp25E4Acc6IlEPlPKs(  _Z4Acc6IlE&__par0,  long *__par1,  const short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaLaunch(((char *)((void ( *)( _Z4Acc6IlE, long *, const short *))img24::lerp25)), 0U); }
# 38 "v000867.cu"
void img24::lerp25(  _Z4Acc6IlE __cuda_0,long *__cuda_1,const short *__cuda_2)
# 38 "v000867.cu"
{__device_stub__ZN5img246lerp25E4Acc6IlEPlPKs( __cuda_0,__cuda_1,__cuda_2);
# 51 "v000867.cu"
}
# 1 "v000867.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img2414trace35_kernelEPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))img24::trace35_kernel)), 0U); }
# 59 "v000867.cu"
void img24::trace35_kernel( const float *__cuda_0)
# 59 "v000867.cu"
{__device_stub__ZN5img2414trace35_kernelEPKf( __cuda_0);


}
# 1 "v000867.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util4116scatter42_kernelEPfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))util41::scatter42_kernel)), 0U); }
# 74 "v000867.cu"
void util41::scatter42_kernel( float *__cuda_0,int __cuda_1)
# 74 "v000867.cu"
{__device_stub__ZN6util4116scatter42_kernelEPfi( __cuda_0,__cuda_1);
# 81 "v000867.cu"
}
# 1 "v000867.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *, int))util41::scatter42_kernel), _ZN6util4116scatter42_kernelEPfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *))img24::trace35_kernel), _ZN5img2414trace35_kernelEPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)( _Z4Acc6IlE, long *, const short *))img24::lerp25), _ZN5img246lerp25E4Acc6IlEPlPKs, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_bump40), _Z10map_bump40Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_split39), _Z11map_split39Pdi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(_ZN5img158d_kick21E,::img15::d_kick21), 0, 16UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN6util418d_sift46E,::util41::d_sift46), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
