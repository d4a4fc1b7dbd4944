#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000316.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix5PKdiPKii(const double *, int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score19_kerneljPdPiPKj(unsigned, double *, int *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce25PKij(const int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile32fPx(real17_t, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend45_kernelPKlPKfPij(const long *, const real17_t *, int *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix5PKdiPKii(const double *__par0, int __par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, int, const int *, int))mix5)), 0U);}
# 20 "v000316.cu"
void mix5( const double *__cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 20 "v000316.cu"
{__device_stub__Z4mix5PKdiPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000316.cu"
}
# 1 "v000316.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score19_kerneljPdPiPKj( unsigned __par0,  double *__par1,  int *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, double *, int *, const unsigned *))score19_kernel)), 0U); }
# 42 "v000316.cu"
void score19_kernel( unsigned __cuda_0,double *__cuda_1,int *__cuda_2,const unsigned *__cuda_3)
# 42 "v000316.cu"
{__device_stub__Z14score19_kerneljPdPiPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000316.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce25PKij( const int *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned))reduce25)), 0U); }
# 49 "v000316.cu"
void reduce25( const int *__cuda_0,unsigned __cuda_1)
# 49 "v000316.cu"
{__device_stub__Z8reduce25PKij( __cuda_0,__cuda_1);



}
# 1 "v000316.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile32fPx( real17_t __par0,  long long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(real17_t, long long *))tile32)), 0U); }
# 56 "v000316.cu"
void tile32( ::real17_t __cuda_0,long long *__cuda_1)
# 56 "v000316.cu"
{__device_stub__Z6tile32fPx( __cuda_0,__cuda_1);
# 63 "v000316.cu"
}
# 1 "v000316.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend45_kernelPKlPKfPij( const long *__par0,  const real17_t *__par1,  int *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, const real17_t *, int *, unsigned))blend45_kernel)), 0U); }
# 72 "v000316.cu"
void blend45_kernel( const long *__cuda_0,const ::real17_t *__cuda_1,int *__cuda_2,unsigned __cuda_3)
# 72 "v000316.cu"
{__device_stub__Z14blend45_kernelPKlPKfPij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 78 "v000316.cu"
}
# 1 "v000316.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long *, const real17_t *, int *, unsigned))blend45_kernel), _Z14blend45_kernelPKlPKfPij, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(real17_t, long long *))tile32), _Z6tile32fPx, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned))reduce25), _Z8reduce25PKij, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, double *, int *, const unsigned *))score19_kernel), _Z14score19_kerneljPdPiPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *, int, const int *, int))mix5), _Z4mix5PKdiPKii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_blend12,::d_blend12), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_scale13,::m_scale13), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_sift18,::d_sift18), 0, 8UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_march41,::m_march41), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
