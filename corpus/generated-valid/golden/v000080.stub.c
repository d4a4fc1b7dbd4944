#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000080.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold10PKjPdPj(const unsigned *__restrict__, double *__restrict__, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm43fPiS_(float, int *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count53PKcPs(const char *, short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fold10PKjPdPj(const unsigned *__restrict__ __par0, double *__restrict__ __par1, unsigned *__par2){ const unsigned *__T0;
 double *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, double *__restrict__, unsigned *))fold10)), 0U);}
# 16 "v000080.cu"
void fold10( const unsigned *__restrict__ __cuda_0,double *__restrict__ __cuda_1,unsigned *__cuda_2)
# 16 "v000080.cu"
{__device_stub__Z6fold10PKjPdPj( __cuda_0,__cuda_1,__cuda_2);
# 22 "v000080.cu"
}
# 1 "v000080.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm43fPiS_( float __par0,  int *__restrict__ __par1,  int *__par2) {  int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, int *))norm43)), 0U); }
# 50 "v000080.cu"
void norm43( float __cuda_0,int *__restrict__ __cuda_1,int *__cuda_2)
# 50 "v000080.cu"
{__device_stub__Z6norm43fPiS_( __cuda_0,__cuda_1,__cuda_2);
# 56 "v000080.cu"
}
# 1 "v000080.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count53PKcPs( const char *__par0,  short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const char *, short *))count53)), 0U); }
# 62 "v000080.cu"
void count53( const char *__cuda_0,short *__cuda_1)
# 62 "v000080.cu"
{__device_stub__Z7count53PKcPs( __cuda_0,__cuda_1);
# 68 "v000080.cu"
}
# 1 "v000080.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const char *, short *))count53), _Z7count53PKcPs, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, int *__restrict__, int *))norm43), _Z6norm43fPiS_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *__restrict__, double *__restrict__, unsigned *))fold10), _Z6fold10PKjPdPj, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_kick4,::c_kick4), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
